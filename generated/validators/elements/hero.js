// DO NOT EDIT: generated from schemas/elements/hero.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"HeroProps","description":"Props of the hero element: a full-width image with a title and an optional call to action.","x-element":{"version":2,"label":{"hr":"Naslovna slika","en":"Hero","de":"Hero-Bereich"},"category":"media","localised":["title","subtitle","cta"],"slots":[],"mobileOverrides":["height","align","overlay"],"resolver":false},"type":"object","properties":{"title":{"type":"string","minLength":1,"maxLength":200},"subtitle":{"type":"string","maxLength":300},"image":{"$ref":"../common/media-src.schema.json"},"overlay":{"description":"Darkening of the image in percent, so the title stays readable.","type":"integer","minimum":0,"maximum":90,"default":40},"height":{"type":"string","enum":["medium","large","full"],"default":"large"},"align":{"type":"string","enum":["left","center"],"default":"center"},"cta":{"$ref":"../common/labelled-link.schema.json"}},"required":["title","image"],"additionalProperties":false,"examples":[{"title":"Dobro došli","image":"/images/demo/sea-960.jpg"}],"$id":"https://schemas.vitrina.local/elements/hero.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaSrc","description":"Address of an image or video: a site path or an https URL (never javascript: or data:).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/|https://)[^\\s<>\"']*$","$id":"https://schemas.vitrina.local/common/media-src.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^(?:/|https://)[^\\s<>\"']*$", "u");
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LabelledLink","description":"A call-to-action: a visible label and a typed Link (hero, call-to-action).","type":"object","properties":{"label":{"type":"string","minLength":1,"maxLength":100},"link":{"$ref":"../entities/link.schema.json"}},"required":["label","link"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/common/labelled-link.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Link","description":"A link inside element props; kind says what it targets (spec 2 'Links resolve by target').","type":"object","properties":{"kind":{"type":"string","enum":["page","post","product","bundle","category","tag","event","internal","static","external"]},"href":{"$ref":"../common/href.schema.json"},"newTab":{"description":"Open in a new tab; external links always do (spec 2).","type":"boolean"}},"required":["kind","href"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/link.schema.json"};
const schema4 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Href","description":"Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$","$id":"https://schemas.vitrina.local/common/href.schema.json"};
const pattern1 = new RegExp("^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$", "u");

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/link.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate2.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.href === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "href")) || (key0 === "newTab"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((((((((((data0 === "page") || (data0 === "post")) || (data0 === "product")) || (data0 === "bundle")) || (data0 === "category")) || (data0 === "tag")) || (data0 === "event")) || (data0 === "internal")) || (data0 === "static")) || (data0 === "external"))){
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema3.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.href !== undefined){
let data1 = data.href;
if(typeof data1 === "string"){
if(func0(data1) > 500){
const err5 = {instancePath:instancePath+"/href",schemaPath:"../common/href.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data1) < 1){
const err6 = {instancePath:instancePath+"/href",schemaPath:"../common/href.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern1.test(data1)){
const err7 = {instancePath:instancePath+"/href",schemaPath:"../common/href.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"},message:"must match pattern \""+"^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/href",schemaPath:"../common/href.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.newTab !== undefined){
if(typeof data.newTab !== "boolean"){
const err9 = {instancePath:instancePath+"/newTab",schemaPath:"#/properties/newTab/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/common/labelled-link.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.label === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.link === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "link"},message:"must have required property '"+"link"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "label") || (key0 === "link"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.label !== undefined){
let data0 = data.label;
if(typeof data0 === "string"){
if(func0(data0) > 100){
const err3 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.link !== undefined){
if(!(validate2(data.link, {instancePath:instancePath+"/link",parentData:data,parentDataProperty:"link",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/elements/hero.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.overlay === undefined){
data.overlay = 40;
}
if(data.height === undefined){
data.height = "large";
}
if(data.align === undefined){
data.align = "center";
}
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.image === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "title") || (key0 === "subtitle")) || (key0 === "image")) || (key0 === "overlay")) || (key0 === "height")) || (key0 === "align")) || (key0 === "cta"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.subtitle !== undefined){
let data1 = data.subtitle;
if(typeof data1 === "string"){
if(func0(data1) > 300){
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.image !== undefined){
let data2 = data.image;
if(typeof data2 === "string"){
if(func0(data2) > 500){
const err8 = {instancePath:instancePath+"/image",schemaPath:"../common/media-src.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data2) < 1){
const err9 = {instancePath:instancePath+"/image",schemaPath:"../common/media-src.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern0.test(data2)){
const err10 = {instancePath:instancePath+"/image",schemaPath:"../common/media-src.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/|https://)[^\\s<>\"']*$"},message:"must match pattern \""+"^(?:/|https://)[^\\s<>\"']*$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/image",schemaPath:"../common/media-src.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data3 = data.overlay;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/overlay",schemaPath:"#/properties/overlay/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 90 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/overlay",schemaPath:"#/properties/overlay/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/overlay",schemaPath:"#/properties/overlay/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let data4 = data.height;
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data4 === "medium") || (data4 === "large")) || (data4 === "full"))){
const err16 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/enum",keyword:"enum",params:{allowedValues: schema0.properties.height.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data5 = data.align;
if(typeof data5 !== "string"){
const err17 = {instancePath:instancePath+"/align",schemaPath:"#/properties/align/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data5 === "left") || (data5 === "center"))){
const err18 = {instancePath:instancePath+"/align",schemaPath:"#/properties/align/enum",keyword:"enum",params:{allowedValues: schema0.properties.align.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.cta !== undefined){
if(!(validate1(data.cta, {instancePath:instancePath+"/cta",parentData:data,parentDataProperty:"cta",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


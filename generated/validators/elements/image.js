// DO NOT EDIT: generated from schemas/elements/image.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ImageProps","description":"Props of the image element; width and height reserve space so the page does not shift.","x-element":{"version":2,"label":{"hr":"Slika","en":"Image","de":"Bild"},"category":"media","localised":["alt","caption","link"],"slots":[],"mobileOverrides":[],"resolver":false},"type":"object","properties":{"src":{"$ref":"../common/media-src.schema.json"},"alt":{"type":"string","maxLength":300},"caption":{"type":"string","maxLength":300},"width":{"type":"integer","minimum":1,"maximum":10000},"height":{"type":"integer","minimum":1,"maximum":10000},"link":{"$ref":"../entities/link.schema.json"},"rounded":{"type":"boolean","default":false}},"required":["src","alt","width","height"],"additionalProperties":false,"examples":[{"src":"/images/demo/terrace-960.jpg","alt":"Terasa uz more","width":1600,"height":1000}],"$id":"https://schemas.vitrina.local/elements/image.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaSrc","description":"Address of an image or video: a site path or an https URL (never javascript: or data:).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/|https://)[^\\s<>\"']*$","$id":"https://schemas.vitrina.local/common/media-src.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^(?:/|https://)[^\\s<>\"']*$", "u");
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Link","description":"A link inside element props; kind says what it targets (spec 2 'Links resolve by target').","type":"object","properties":{"kind":{"type":"string","enum":["page","post","product","bundle","category","tag","event","internal","static","external"]},"href":{"$ref":"../common/href.schema.json"},"newTab":{"description":"Open in a new tab; external links always do (spec 2).","type":"boolean"}},"required":["kind","href"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/link.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Href","description":"Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$","$id":"https://schemas.vitrina.local/common/href.schema.json"};
const pattern1 = new RegExp("^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/link.schema.json" */;
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
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema2.properties.kind.enum},message:"must be equal to one of the allowed values"};
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
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/elements/image.schema.json" */;
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
if(data.rounded === undefined){
data.rounded = false;
}
if(data.src === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.alt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.width === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.height === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "src") || (key0 === "alt")) || (key0 === "caption")) || (key0 === "width")) || (key0 === "height")) || (key0 === "link")) || (key0 === "rounded"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.src !== undefined){
let data0 = data.src;
if(typeof data0 === "string"){
if(func0(data0) > 500){
const err5 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data0) < 1){
const err6 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data0)){
const err7 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/|https://)[^\\s<>\"']*$"},message:"must match pattern \""+"^(?:/|https://)[^\\s<>\"']*$"+"\""};
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
const err8 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.alt !== undefined){
let data1 = data.alt;
if(typeof data1 === "string"){
if(func0(data1) > 300){
const err9 = {instancePath:instancePath+"/alt",schemaPath:"#/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/alt",schemaPath:"#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.caption !== undefined){
let data2 = data.caption;
if(typeof data2 === "string"){
if(func0(data2) > 300){
const err11 = {instancePath:instancePath+"/caption",schemaPath:"#/properties/caption/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/caption",schemaPath:"#/properties/caption/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.width !== undefined){
let data3 = data.width;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 10000 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.height !== undefined){
let data4 = data.height;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 10000 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.link !== undefined){
if(!(validate1(data.link, {instancePath:instancePath+"/link",parentData:data,parentDataProperty:"link",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
if(typeof data.rounded !== "boolean"){
const err19 = {instancePath:instancePath+"/rounded",schemaPath:"#/properties/rounded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


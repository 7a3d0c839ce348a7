// DO NOT EDIT: generated from schemas/elements/call-to-action.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CallToActionProps","description":"Props of the call-to-action element: a coloured band with a title, text and one button.","x-element":{"version":2,"label":{"hr":"Poziv na akciju","en":"Call to action","de":"Handlungsaufforderung"},"category":"action","localised":["title","text","button"],"slots":[],"mobileOverrides":[],"resolver":false},"type":"object","properties":{"title":{"type":"string","minLength":1,"maxLength":200},"text":{"type":"string","maxLength":1000},"button":{"$ref":"../common/labelled-link.schema.json"},"background":{"type":"string","enum":["primary","secondary","light","dark"],"default":"primary"}},"required":["title","button"],"additionalProperties":false,"examples":[{"title":"Rezervirajte svoj stol","text":"Javite nam se i pripremit ćemo sve za vaš dolazak.","button":{"label":"Kontakt","link":{"kind":"internal","href":"/"}}}],"$id":"https://schemas.vitrina.local/elements/call-to-action.schema.json"};
const func0 = __cjs(__m0).default;
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LabelledLink","description":"A call-to-action: a visible label and a typed Link (hero, call-to-action).","type":"object","properties":{"label":{"type":"string","minLength":1,"maxLength":100},"link":{"$ref":"../entities/link.schema.json"}},"required":["label","link"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/common/labelled-link.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Link","description":"A link inside element props; kind says what it targets (spec 2 'Links resolve by target').","type":"object","properties":{"kind":{"type":"string","enum":["page","post","product","bundle","category","tag","event","internal","static","external"]},"href":{"$ref":"../common/href.schema.json"},"newTab":{"description":"Open in a new tab; external links always do (spec 2).","type":"boolean"}},"required":["kind","href"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/link.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Href","description":"Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$","$id":"https://schemas.vitrina.local/common/href.schema.json"};
const pattern0 = new RegExp("^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>\"]*$", "u");

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
if(!pattern0.test(data1)){
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
/*# sourceURL="https://schemas.vitrina.local/elements/call-to-action.schema.json" */;
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
if(data.background === undefined){
data.background = "primary";
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
if(data.button === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "button"},message:"must have required property '"+"button"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "title") || (key0 === "text")) || (key0 === "button")) || (key0 === "background"))){
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
if(data.text !== undefined){
let data1 = data.text;
if(typeof data1 === "string"){
if(func0(data1) > 1000){
const err6 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err7 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.button !== undefined){
if(!(validate1(data.button, {instancePath:instancePath+"/button",parentData:data,parentDataProperty:"button",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
let data3 = data.background;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data3 === "primary") || (data3 === "secondary")) || (data3 === "light")) || (data3 === "dark"))){
const err9 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/enum",keyword:"enum",params:{allowedValues: schema0.properties.background.enum},message:"must be equal to one of the allowed values"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

